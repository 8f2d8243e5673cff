/// The filter of formats that need none (GPX, TCX): never created, only named.
enum NoChunkFilter: XMLChunkFilter {
    /// Passes the chunk on unchanged.
    func filter(
        _ chunk: UnsafeRawBufferPointer, emit: (UnsafeRawBufferPointer) -> Bool
    ) throws(XMLContentFailure) -> Bool { emit(chunk) }

    /// Nothing is held back, so nothing can be left open.
    func finish(emit: (UnsafeRawBufferPointer) -> Bool) throws(XMLContentFailure) -> Bool { true }
}
