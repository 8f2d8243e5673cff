-- Seed rows for schema version 21 (after 0021_run_tiles): the rows of version 20, with the
-- tiles of the Zürich run 1 (its three points lie in one tile at each zoom).
-- includes: 0020_run_edit_history

INSERT INTO run_tiles (run_id, zoom, x, y)
VALUES
  (1, 14, 8580, 5737),
  (1, 17, 68645, 45899);
