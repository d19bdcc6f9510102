-- Spec §7: RPC increment_article_views(article_id). Counts one read of a published article;
-- returns the new count, or NULL when no published article has that id.
CREATE OR REPLACE FUNCTION increment_article_views(article_id uuid) RETURNS integer
LANGUAGE sql
AS $$
  UPDATE articles
     SET views = views + 1
   WHERE id = article_id
     AND is_draft = false
     AND published_at <= now()
  RETURNING views;
$$;
