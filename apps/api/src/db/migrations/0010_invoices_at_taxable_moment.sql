-- GST invoices are numbered at the taxable moment (docs/operations.md, 'Invoices'): a prepaid order when it is
-- paid, a cash-on-delivery order when it is delivered. Before this, a prepaid order was numbered only when its
-- invoice was first downloaded, so paid orders may have none. They are numbered here, per financial year (April
-- to March, in IST) in the order they were paid (the first 'ORDERED' row of their history; cash on delivery:
-- delivered_at), continuing each year's counter so the sequence stays gapless, and dated then. Which orders:
-- exactly those the store would give an invoice (orders/invoice-eligibility.ts): not a draft, not cancelled, and
-- delivered, or prepaid and paid.
LOCK TABLE "counters" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
WITH due AS (
  SELECT o.id, m.taxable_at,
    to_char(m.ist - interval '3 months', 'YY') || '-' || to_char(m.ist + interval '9 months', 'YY') AS fy
  FROM orders o
  CROSS JOIN LATERAL (
    SELECT CASE WHEN o.payment_methods ? 'COD' THEN o.delivered_at
      ELSE coalesce(
        (SELECT min(h.created_at) FROM order_status_history h WHERE h.order_id = o.id AND h.status = 'ORDERED'),
        o.created_at)
    END AS taxable_at
  ) t
  CROSS JOIN LATERAL (
    SELECT t.taxable_at, (t.taxable_at AT TIME ZONE 'UTC') + interval '5 hours 30 minutes' AS ist
  ) m
  WHERE o.invoice_number IS NULL
    AND o.is_draft = false
    AND o.status NOT IN ('CANCELLED', 'CANCELLED_BY_USER', 'CANCELLED_BY_SHRINGAR')
    AND (o.delivered_at IS NOT NULL OR (NOT (o.payment_methods ? 'COD') AND o.payment_status = 'PAID'))
),
numbered AS (
  SELECT d.id, d.fy, d.taxable_at,
    coalesce(c.value, 0) + row_number() OVER (PARTITION BY d.fy ORDER BY d.taxable_at, d.id) AS n
  FROM due d
  LEFT JOIN counters c ON c.name = 'invoice:' || d.fy
),
updated AS (
  UPDATE orders o
  SET invoice_number = 'SHR/' || n.fy || '/' || lpad(n.n::text, 6, '0'), invoiced_at = n.taxable_at
  FROM numbered n
  WHERE o.id = n.id
  RETURNING n.fy, n.n
)
INSERT INTO counters (name, value)
SELECT 'invoice:' || fy, max(n) FROM updated GROUP BY fy
ON CONFLICT (name) DO UPDATE SET value = excluded.value;
