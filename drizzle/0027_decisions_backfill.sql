-- Payout requests made before the decisions inbox existed wait in it too (issue 17).
INSERT INTO "decisions" ("kind", "subject_id", "state", "created_at")
SELECT 'payout', "id", 'pending', "created_at" FROM "payout_requests" WHERE "state" = 'pending'
ON CONFLICT DO NOTHING;
