-- Decision 0041: the office keeps no registration or passport numbers (PIPA art. 24 and 24-2). From
-- this release the API masks them as an inquiry arrives (maskIdentifiers, packages/contracts/src/identifiers.ts);
-- this masks what was stored before, with the same patterns: a registration number keeps its first
-- six digits (the date of birth) and a passport number becomes as many stars as it had characters.
-- JavaScript's replace takes a function for the stars, Postgres's does not, so passport numbers are
-- masked one length at a time, 8 to 11 characters (the lookahead after the first group picks the
-- run of letters and digits of that length). A test runs this and maskIdentifiers over one list of
-- cases (apps/server/test/database/mask-stored-identifiers.test.ts). Used here once, then dropped.
CREATE FUNCTION "mask_identifiers_0013"(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT AS $mask$
  SELECT regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(t,
      -- registration numbers: the date of birth and the separator kept, the seven digits after it starred
      '(^|[^0-9０-９])([0-9０-９]{2}(?:(?:[0０][13578１３５７８]|[1１][02０２])(?:[0０][1-9１-９]|[12１２][0-9０-９]|[3３][01０１])|(?:[0０][469４６９]|[1１][1１])(?:[0０][1-9１-９]|[12１２][0-9０-９]|[3３][0０])|[0０][2２](?:[0０][1-9１-９]|[12１２][0-9０-９])))([  　]?[-.‐-―−ー－．]?[  　]?)[1-8１-８][0-9０-９]{6}(?![0-9０-９])', '\1\2\3*******', 'g'),
      -- passport numbers of 8 characters
      '(^|[^0-9A-Za-z０-９Ａ-Ｚａ-ｚ])(?=[0-9A-Za-z０-９Ａ-Ｚａ-ｚ]{8}(?![0-9A-Za-z０-９Ａ-Ｚａ-ｚ]))([A-Za-zＡ-Ｚａ-ｚ]{1,2}[0-9０-９]{7,8}[A-Za-zＡ-Ｚａ-ｚ]?|[DGMRSdgmrsＤＧＭＲＳｄｇｍｒｓ][0-9０-９]{3}[A-Za-zＡ-Ｚａ-ｚ][0-9０-９]{4})(?![0-9A-Za-z@０-９Ａ-Ｚａ-ｚ＠])', '\1********', 'g'),
      -- passport numbers of 9 characters
      '(^|[^0-9A-Za-z０-９Ａ-Ｚａ-ｚ])(?=[0-9A-Za-z０-９Ａ-Ｚａ-ｚ]{9}(?![0-9A-Za-z０-９Ａ-Ｚａ-ｚ]))([A-Za-zＡ-Ｚａ-ｚ]{1,2}[0-9０-９]{7,8}[A-Za-zＡ-Ｚａ-ｚ]?|[DGMRSdgmrsＤＧＭＲＳｄｇｍｒｓ][0-9０-９]{3}[A-Za-zＡ-Ｚａ-ｚ][0-9０-９]{4})(?![0-9A-Za-z@０-９Ａ-Ｚａ-ｚ＠])', '\1*********', 'g'),
      -- passport numbers of 10 characters
      '(^|[^0-9A-Za-z０-９Ａ-Ｚａ-ｚ])(?=[0-9A-Za-z０-９Ａ-Ｚａ-ｚ]{10}(?![0-9A-Za-z０-９Ａ-Ｚａ-ｚ]))([A-Za-zＡ-Ｚａ-ｚ]{1,2}[0-9０-９]{7,8}[A-Za-zＡ-Ｚａ-ｚ]?|[DGMRSdgmrsＤＧＭＲＳｄｇｍｒｓ][0-9０-９]{3}[A-Za-zＡ-Ｚａ-ｚ][0-9０-９]{4})(?![0-9A-Za-z@０-９Ａ-Ｚａ-ｚ＠])', '\1**********', 'g'),
      -- passport numbers of 11 characters
      '(^|[^0-9A-Za-z０-９Ａ-Ｚａ-ｚ])(?=[0-9A-Za-z０-９Ａ-Ｚａ-ｚ]{11}(?![0-9A-Za-z０-９Ａ-Ｚａ-ｚ]))([A-Za-zＡ-Ｚａ-ｚ]{1,2}[0-9０-９]{7,8}[A-Za-zＡ-Ｚａ-ｚ]?|[DGMRSdgmrsＤＧＭＲＳｄｇｍｒｓ][0-9０-９]{3}[A-Za-zＡ-Ｚａ-ｚ][0-9０-９]{4})(?![0-9A-Za-z@０-９Ａ-Ｚａ-ｚ＠])', '\1***********', 'g')
$mask$;--> statement-breakpoint
UPDATE "inquiries" SET
  "name" = "mask_identifiers_0013"("name"),
  "content" = "mask_identifiers_0013"("content"),
  "staff_note" = "mask_identifiers_0013"("staff_note"),
  "consent_version" = "mask_identifiers_0013"("consent_version")
WHERE ("name", "content", "staff_note", "consent_version") IS DISTINCT FROM (
  "mask_identifiers_0013"("name"),
  "mask_identifiers_0013"("content"),
  "mask_identifiers_0013"("staff_note"),
  "mask_identifiers_0013"("consent_version")
);--> statement-breakpoint
-- A message not sent yet holds the visitor's name for its e-mail (a sent one no longer does).
UPDATE "outbox" SET "payload" = jsonb_set("payload", '{name}', to_jsonb("mask_identifiers_0013"("payload"->>'name')))
WHERE jsonb_typeof("payload"->'name') = 'string'
  AND "payload"->>'name' <> "mask_identifiers_0013"("payload"->>'name');--> statement-breakpoint
DROP FUNCTION "mask_identifiers_0013"(text);
