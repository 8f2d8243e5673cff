import LogbookModel

extension RunRichness {
    /// The richness of a built run (everything known).
    public init(_ built: BuiltRun) {
        let run = built.run
        self.init(
            hasSamples: !built.sampleList.isEmpty, hasHeartRate: run.averageHeartRate != nil,
            hasStatedOffset: run.offsetIsStated,
            hasDeviceTotals: run.device.distance != nil || run.device.timer != nil || run.device.elapsed != nil,
            format: run.source, hasCadence: run.averageCadence != nil, sampleCount: built.sampleList.count,
            isWhole: run.recoveredAtByte == nil)
    }
}
