import { adminProductEndpoints as endpoints } from '@shringar/contracts/endpoints/admin-products';
import { adminProductSchemas as schemas } from '@shringar/contracts/endpoints/admin-products.schemas';
import { CSV_IMPORT_MAX_BYTES } from '@shringar/contracts/admin-product-csv';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { freshnessCheck, versioned } from '../../lib/record-version.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { historyActor } from '../staff/staff.public.ts';
import { listAdminProducts } from './product-list-admin.service.ts';
import { saveProduct, setProductActive, type ProductSave } from './product-save-admin.service.ts';
import { adminProductView, auditSnapshot } from './product-view-admin.ts';
import { exportProductCsv } from './product-csv-export-admin.service.ts';
import { importProductCsv } from './product-csv-import-admin.service.ts';
import { productVersion } from './product-version-admin.ts';

/** The audit row of a product change: its id, and what the audit keeps of it before and after. */
const audited = (save: ProductSave) => ({
  target: `product:${save.productId}`,
  before: save.before ? auditSnapshot(save.before) : null,
  after: auditSnapshot(save.after),
});

/** The console's products and variants, and their CSV export and import (permission catalogue.manage). */
const catalogueAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  endpointRoute(app, endpoints.adminListProducts, schemas.adminListProducts, async (request) =>
    ok(await listAdminProducts(ctx, request.query)),
  );

  endpointRoute(app, endpoints.adminGetProduct, schemas.adminGetProduct, async (request) =>
    ok(versioned(productVersion, await adminProductView(ctx.db, request.params.id))),
  );

  endpointRoute(app, endpoints.adminCreateProduct, schemas.adminCreateProduct, async (request) => {
    const saved = await saveProduct(ctx, null, request.body, { publish: true, actor: historyActor(request.operator) });
    request.auditChange = audited(saved);
    return ok(versioned(productVersion, saved.after), 'Product created');
  });

  endpointRoute(app, endpoints.adminUpdateProduct, schemas.adminUpdateProduct, async (request) => {
    const fresh = freshnessCheck(request, productVersion);
    // Checked on the product as it stands once its row is locked, so no save in between is lost.
    const saved = await saveProduct(
      ctx,
      request.params.id,
      (before) => {
        if (before) fresh(before);
        return request.body;
      },
      { publish: true, actor: historyActor(request.operator) },
    );
    request.auditChange = audited(saved);
    return ok(versioned(productVersion, saved.after), 'Product saved');
  });

  endpointRoute(app, endpoints.adminSetProductStatus, schemas.adminSetProductStatus, async (request) => {
    const saved = await setProductActive(ctx, request.params.id, request.body.isActive);
    request.auditChange = audited(saved);
    return ok(
      versioned(productVersion, saved.after),
      request.body.isActive ? 'Product is back in the store' : 'Product archived',
    );
  });

  endpointRoute(app, endpoints.adminExportProducts, schemas.adminExportProducts, async (_request, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="products.csv"')
      .header('cache-control', 'no-store')
      .send(await exportProductCsv(ctx)),
  );

  endpointRoute(
    app,
    endpoints.adminImportProducts,
    schemas.adminImportProducts,
    async (request) => {
      const report = await importProductCsv(ctx, request.body.csv, historyActor(request.operator));
      request.auditChange = {
        target: 'products:csv',
        after: { rows: report.rows, created: report.created, updated: report.updated, refused: report.refused.length },
      };
      return ok(report, `${report.created + report.updated} rows applied, ${report.refused.length} refused`);
    },
    { bodyLimit: CSV_IMPORT_MAX_BYTES * 2 + 1024 },
  );
};

export default catalogueAdminRoutes;
