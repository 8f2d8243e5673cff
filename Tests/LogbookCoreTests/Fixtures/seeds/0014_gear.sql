-- Seed rows for schema version 14 (after 0014_gear): the rows before it, whose gear the
-- upgrade made rows of (Pegasus 40, Kinvara 14), with a limit and a retirement, a third
-- pair never used, and a default for trail running from a date.
-- includes: 0013_utc_offset_source

UPDATE gear SET limit_m = 700000, started_on = '2023-01-01' WHERE name = 'Pegasus 40';
UPDATE gear SET retired_on = '2030-01-01', brand = 'Saucony', model = 'Kinvara 14' WHERE name = 'Kinvara 14';
INSERT INTO gear (name, name_key, kind, notes) VALUES ('Speedgoat 5', 'speedgoat 5', 'shoes', 'for the hills');
INSERT INTO gear_defaults (gear_id, sport, sub_sport, from_date)
SELECT id, 'running', 'trail', '2024-01-01' FROM gear WHERE name = 'Speedgoat 5';
