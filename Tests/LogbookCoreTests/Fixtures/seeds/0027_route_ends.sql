-- Seed rows for schema version 27 (after 0027_route_ends): the rows of version 26, with
-- run 1 on a route as 0027 stores it: a two-point track from 47 N 8 E 1 km north, with
-- its end cell and its first and last positions beside it.
-- includes: 0026_sample_chunks

INSERT INTO routes (id, sport, name, start_cell, length_m, track, reverse_of, end_cell, start_lat_e7, start_lon_e7, end_lat_e7, end_lon_e7)
VALUES (1, 'running', 'Up the hill', 1972837600, 1000.0, x'80a1031c00b4c4041001051c00b4c404', NULL, 1972909600, 470000000, 80000000, 470090000, 80000000);

INSERT INTO route_runs (run_id, route_id) VALUES (1, 1);
