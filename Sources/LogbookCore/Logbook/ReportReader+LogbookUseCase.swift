/// The report's reader is made over a logbook as the other use cases are (`ReportReader(logbook)`).
extension ReportReader: LogbookUseCase {}
