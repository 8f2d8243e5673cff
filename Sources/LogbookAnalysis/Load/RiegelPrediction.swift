import Foundation

/// Riegel's race-time prediction: `T2 = T1 * (D2 / D1) ^ 1.06`.
public enum RiegelPrediction {
    /// Riegel's fatigue exponent.
    public static let exponent = 1.06

    /// The predicted time in seconds over `distance` metres from `time` seconds over `from`
    /// metres, or `nil` unless all are positive and finite.
    public static func time(over distance: Double, from effortDistance: Double, in effortTime: Double) -> Double? {
        guard distance > 0, effortDistance > 0, effortTime > 0 else { return nil }
        let predicted = effortTime * pow(distance / effortDistance, exponent)
        return predicted.isFinite ? predicted : nil
    }
}
