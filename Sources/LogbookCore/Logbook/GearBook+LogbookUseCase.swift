import LogbookStore

/// The gear book is made over a logbook as the core's use cases are (`GearBook(logbook)`).
extension GearBook: LogbookUseCase {}
