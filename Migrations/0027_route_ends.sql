-- 0027: each route's start, end and length where the query that matches a new run reaches
-- them without reading the route's track (issue 48: a new run was compared with every route
-- starting near its start, each track decoded, and that set grows with the logbook).
--
-- `end_cell` is the grid cell of the route's end (`RouteCell`), as `start_cell` is of its
-- start; `start_lat_e7` ... `end_lon_e7` its first and last positions in 1e-7 degrees, as
-- its `track` stores them. One index holds what the match asks: the sport, both cells, the
-- length and the two positions, so that only the routes that may be the same course, or its
-- reverse, by their ends and their length (`RouteComparison.mayRelate`) have their track
-- read. It replaces the index on the start cell alone.
--
-- Routes stored before this version get their ends from their tracks right after this
-- script, in its transaction (the migrator's follow-up step for 0027, `RouteEndsBackfill`).
-- No route, run or effort changes.
ALTER TABLE routes ADD COLUMN end_cell INTEGER;
ALTER TABLE routes ADD COLUMN start_lat_e7 INTEGER;
ALTER TABLE routes ADD COLUMN start_lon_e7 INTEGER;
ALTER TABLE routes ADD COLUMN end_lat_e7 INTEGER;
ALTER TABLE routes ADD COLUMN end_lon_e7 INTEGER;
DROP INDEX routes_by_start_cell;
CREATE INDEX routes_by_ends ON routes (sport, start_cell, end_cell, length_m, start_lat_e7, start_lon_e7, end_lat_e7, end_lon_e7);
