-- Seed rows for schema version 12 (after 0012_athlete_profile): the rows of version 11,
-- with a profile set twice: max and resting from the start, a new max and the sex from 2024.
-- includes: 0011_sample_segments

INSERT INTO athlete_settings (from_date, max_hr, resting_hr, lthr, sex, set_at) VALUES (NULL, 188, 48, NULL, NULL, 1700000000);
INSERT INTO athlete_settings (from_date, max_hr, resting_hr, lthr, sex, set_at) VALUES ('2024-03-01', 185, NULL, 170, 'm', 1710000000);
