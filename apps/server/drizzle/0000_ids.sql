-- 64-bit time-ordered ids (spec 5): milliseconds since 2020-01-01 in the high bits,
-- a cycling 16-bit sequence in the low bits. One sequence serves every server
-- process, so ids are unique across a cluster (up to 65,536 per millisecond).
-- Today's ids have 17 digits and reach 18 in about 480 years: always above 2^53,
-- so every client must keep them exact.
CREATE SEQUENCE IF NOT EXISTS signet_id_seq AS bigint MINVALUE 0 MAXVALUE 65535 CYCLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION signet_next_id() RETURNS bigint
LANGUAGE sql VOLATILE AS $$
  SELECT ((floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint - 1577836800000) << 16)
         | nextval('signet_id_seq')
$$;
