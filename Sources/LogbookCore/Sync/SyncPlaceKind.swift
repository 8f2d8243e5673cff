/// The layouts `sync` recognises a place by, each with the file or folder that identifies it.
public enum SyncPlaceKind: String, Sendable, CaseIterable {
    /// A Garmin watch seen as a drive (USB mass storage, or an MTP storage through gvfs):
    /// `GARMIN/GarminDevice.xml` names its unit id and model; its activities are the FIT files
    /// of `GARMIN/Activity/` (and the older `GARMIN/ACTIVITY/`).
    case garmin
    /// A folder the runner names (`watch add DIR`, `sync --from DIR`): a phone app's export
    /// folder, a Syncthing or Nextcloud folder; every activity file in it and below it.
    case folder
}
