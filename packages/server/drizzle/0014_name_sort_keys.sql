-- A name's sort key in a language, compared byte by byte (columns and expressions COLLATE "C"): PGlite has no ICU
-- collations, so the order is spelled out here. Four parts, each deciding only where the ones before tie:
-- the letters (case and accents left out; Czech: č after c, ch after h, ř after r, š after s, ž after z; digits
-- before letters, runs of spaces as one), the accents of each character (none first), its case (lower first) and
-- the name itself. The list of websites stores both keys (websites.name_key_cs/_en); other lists sort by the call.
CREATE OR REPLACE FUNCTION hlidka_sort_key(name text, language text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(letters, '\s+', ' ', 'g'))
    || E'\x01' || regexp_replace(translate(marks, 'áäåàâãąćčçďéěëèêęíïîìĺľłńňñóöôòõőøŕřśšşťúůüùûűýÿźżž', '142555513531345551455135135145555513135312455514153'), '[^1-9]', '0', 'g')
    || E'\x01' || regexp_replace(translate(translate(plain, '0123456789', '----------'), 'ABCDEFGHIJKLMNOPQRSTUVWXYZÁÄÅÀÂÃĄĆČÇĎÉĚËÈÊĘÍÏÎÌĹĽŁŃŇÑÓÖÔÒÕŐØŔŘŚŠŞŤÚŮÜÙÛŰÝŸŹŻŽ', '11111111111111111111111111111111111111111111111111111111111111111111111111111'), '[^1]', '0', 'g')
    || E'\x01' || plain
  FROM (SELECT normalize(name, NFC) AS plain) p
  CROSS JOIN LATERAL (SELECT translate(plain, 'ABCDEFGHIJKLMNOPQRSTUVWXYZÁÄÅÀÂÃĄĆČÇĎÉĚËÈÊĘÍÏÎÌĹĽŁŃŇÑÓÖÔÒÕŐØŔŘŚŠŞŤÚŮÜÙÛŰÝŸŹŻŽ{|}~', 'abcdefghijklmnopqrstuvwxyzáäåàâãąćčçďéěëèêęíïîìĺľłńňñóöôòõőøŕřśšşťúůüùûűýÿźżž[\]^') AS lower) l
  CROSS JOIN LATERAL (
    SELECT CASE WHEN language = 'cs'
      THEN replace(replace(replace(replace(replace(replace(translate(lower, 'áäåàâãąćçďéěëèêęíïîìĺľłńňñóöôòõőøŕśşťúůüùûűýÿźż', 'aaaaaaaccdeeeeeeiiiilllnnnooooooorsstuuuuuuyyzz'),
        'ß', 'ss'), 'ch', 'h~'), 'č', 'c~'), 'ř', 'r~'), 'š', 's~'), 'ž', 'z~')
      ELSE replace(translate(lower, 'áäåàâãąćčçďéěëèêęíïîìĺľłńňñóöôòõőøŕřśšşťúůüùûűýÿźżž', 'aaaaaaacccdeeeeeeiiiilllnnnooooooorrssstuuuuuuyyzzz'), 'ß', 'ss')
    END AS letters,
    CASE WHEN language = 'cs' THEN translate(lower, '0123456789čřšž', '----------crsz')
      ELSE translate(lower, '0123456789', '----------')
    END AS marks
  ) k
$$;
--> statement-breakpoint
DROP INDEX "websites_owner_name_idx";--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "name_key_cs" text COLLATE "C" GENERATED ALWAYS AS (hlidka_sort_key(name, 'cs')) STORED;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "name_key_en" text COLLATE "C" GENERATED ALWAYS AS (hlidka_sort_key(name, 'en')) STORED;--> statement-breakpoint
CREATE INDEX "websites_owner_name_cs_idx" ON "websites" USING btree ("owner_id","name_key_cs","id");--> statement-breakpoint
CREATE INDEX "websites_owner_name_en_idx" ON "websites" USING btree ("owner_id","name_key_en","id");