-- Custom SQL migration file, put your code below! ---- Deposit confirmation (finance.payments, ADR 009) for the seeded FINANCE role of databases seeded before it existed.
UPDATE "roles" SET "grants" = array_append("grants", 'finance.payments') WHERE "code" = 'FINANCE' AND NOT ('finance.payments' = ANY("grants"));
