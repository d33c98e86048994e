-- Issue #38, takeoff into the estimate (ADR 0023): a product's roll width, tile size, grout joint and
-- tiles per box (integers: eighths of an inch, a joint in thirty-seconds), and the units sq_yd, piece
-- and roll. New columns are null for existing products: nothing to convert.
ALTER TABLE "catalog_products" DROP CONSTRAINT "catalog_products_unit_valid";--> statement-breakpoint
ALTER TABLE "catalog_products" ADD COLUMN "roll_width" integer;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD COLUMN "tile_length" integer;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD COLUMN "tile_width" integer;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD COLUMN "grout_joint" integer;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD COLUMN "tiles_per_box" integer;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD CONSTRAINT "catalog_products_sizes_positive" CHECK (coalesce("catalog_products"."roll_width", 96) >= 96 and coalesce("catalog_products"."tile_length", 1) > 0 and coalesce("catalog_products"."tile_width", 1) > 0 and coalesce("catalog_products"."grout_joint", 0) >= 0 and coalesce("catalog_products"."tiles_per_box", 1) > 0);--> statement-breakpoint
ALTER TABLE "catalog_products" ADD CONSTRAINT "catalog_products_unit_valid" CHECK (unit in ('sq_ft', 'box', 'linear_ft', 'linear_yd', 'sq_yd', 'piece', 'each', 'roll', 'hour'));