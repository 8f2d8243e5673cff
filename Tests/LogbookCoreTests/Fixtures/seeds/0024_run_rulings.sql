-- Seed rows for schema version 24 (after 0024_run_rulings): the rows of version 23, with the
-- rulings a build of today writes: run 1's distance from its track (the file stated none)
-- and its moving time from its points, run 4's distance and timer from its device (its
-- trimmed twin too).
-- includes: 0023_sync_memory

UPDATE runs SET rulings = 'd=no_device_total;m=no_timer;s=file' WHERE id = 1;
UPDATE runs SET rulings = 'd=device_total;m=timer;s=file' WHERE id = 4;
UPDATE trim_originals SET rulings = 'd=device_total;m=timer;s=file' WHERE run_id = 4;
