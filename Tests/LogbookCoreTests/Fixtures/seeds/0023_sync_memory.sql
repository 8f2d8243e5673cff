-- Seed rows for schema version 23 (after 0023_sync_memory): the rows of version 20, with a
-- Garmin watch synced once (two activity files remembered: one imported, one damaged and
-- rejected, so that it is reported once) and a watched folder not yet synced.
-- includes: 0020_run_edit_history

INSERT INTO sync_places (place_id, key, kind, name, root, watched, added_at, synced_at)
VALUES
  (1, 'garmin:3996812345', 'garmin', 'Forerunner 245', '/media/runner/GARMIN', 0, 1714700000, 1714700005),
  (2, 'folder:/home/runner/Sync/OpenTracks', 'folder', '/home/runner/Sync/OpenTracks', '/home/runner/Sync/OpenTracks', 1, 1714800000, NULL);

INSERT INTO sync_files (place_id, path, size, mtime_ns, sha256, outcome, message)
VALUES
  (1, 'GARMIN/Activity/2024-05-03-07-00-00.fit', 36207, 1714719600000000000, '0000000000000000000000000000000000000000000000000000000000000004', 'imported', NULL),
  (1, 'GARMIN/Activity/2024-05-04-07-00-00.fit', 512, 1714806000000000000, NULL, 'rejected', 'GARMIN/Activity/2024-05-04-07-00-00.fit: the file ends inside its header');
