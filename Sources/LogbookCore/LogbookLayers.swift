// The core's layers, re-exported: the executable, the benchmark and the tests import
// `LogbookCore` alone and see every layer's public declarations.
@_exported import LogbookAnalysis
@_exported import LogbookFormats
@_exported import LogbookModel
@_exported import LogbookSQLite
@_exported import LogbookStore
@_exported import LogbookSupport
