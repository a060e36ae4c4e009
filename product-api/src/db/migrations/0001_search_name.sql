-- search_name (the normalised description) lets ranking put name matches first, and the vector now
-- weighs the name A and the brand B (both were A). Seeds and imports write these columns with
-- normaliseSearchText; rows written before this migration get the same text approximated in SQL
-- (lower case, Latin accents and Maltese letters mapped, other punctuation to spaces), their name
-- and brand stems rebuilt and their category and tag stems (weight C) kept.
ALTER TABLE "products" ADD COLUMN "search_name" text;--> statement-breakpoint
UPDATE "products" SET "search_name" = "normalised"."name", "search_vector" =
  setweight(to_tsvector('english', "normalised"."name"), 'A') || setweight(to_tsvector('italian', "normalised"."name"), 'A')
  || setweight(to_tsvector('english', "normalised"."brand"), 'B') || setweight(to_tsvector('italian', "normalised"."brand"), 'B')
  || ts_filter("products"."search_vector", '{c}')
FROM (
  SELECT "id",
    btrim(regexp_replace(regexp_replace(translate(lower(coalesce("description", '')), 'ħĦġĠżŻċĊçÇàáâãäåÀÁÂÃÄÅèéêëÈÉÊËìíîïÌÍÎÏòóôõöÒÓÔÕÖùúûüÙÚÛÜýÿÝñÑ', 'hhggzzccccaaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuyyynn'), '[^[:alnum:]%.,'' -]+', ' ', 'g'), '\s+', ' ', 'g')) AS "name",
    btrim(regexp_replace(regexp_replace(translate(lower(coalesce("brand", '')), 'ħĦġĠżŻċĊçÇàáâãäåÀÁÂÃÄÅèéêëÈÉÊËìíîïÌÍÎÏòóôõöÒÓÔÕÖùúûüÙÚÛÜýÿÝñÑ', 'hhggzzccccaaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuyyynn'), '[^[:alnum:]%.,'' -]+', ' ', 'g'), '\s+', ' ', 'g')) AS "brand"
  FROM "products"
) AS "normalised"
WHERE "normalised"."id" = "products"."id";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_name" SET NOT NULL;
