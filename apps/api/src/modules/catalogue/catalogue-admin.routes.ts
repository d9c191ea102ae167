import { adminProductEndpoints as endpoints } from '@shringar/contracts/endpoints/admin-products';
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
import { applyCsvPreview, listCsvBatches, previewCsv, readCsvUpload } from './product-csv-import-admin.service.ts';
import { undoCsvBatch } from './product-csv-undo-admin.service.ts';
import { productVersion } from './product-version-admin.ts';

/** The audit row of a product change: its id, and what the audit keeps of it before and after. */
const audited = (save: ProductSave) => ({
  target: `product:${save.productId}`,
  before: save.before ? auditSnapshot(save.before) : null,
  after: auditSnapshot(save.after),
});

/** The console's products and variants, and their CSV export and import (permission catalogue.manage). */
const catalogueAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  endpointRoute(app, endpoints.adminListProducts, async (request) => ok(await listAdminProducts(ctx, request.query)));

  endpointRoute(app, endpoints.adminGetProduct, async (request) =>
    ok(versioned(productVersion, await adminProductView(ctx.db, request.params.id))),
  );

  endpointRoute(app, endpoints.adminCreateProduct, async (request) => {
    const saved = await saveProduct(ctx, null, request.body, { publish: true, actor: historyActor(request.operator) });
    request.auditChange = audited(saved);
    return ok(versioned(productVersion, saved.after), 'Product created');
  });

  endpointRoute(app, endpoints.adminUpdateProduct, async (request) => {
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

  endpointRoute(app, endpoints.adminSetProductStatus, async (request) => {
    const saved = await setProductActive(ctx, request.params.id, request.body.isActive);
    request.auditChange = audited(saved);
    return ok(
      versioned(productVersion, saved.after),
      request.body.isActive ? 'Product is back in the store' : 'Product archived',
    );
  });

  endpointRoute(app, endpoints.adminExportProducts, async (_request, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="products.csv"')
      .header('cache-control', 'no-store')
      .send(await exportProductCsv(ctx)),
  );

  // A CSV upload is read as a stream (product-csv-import.service.ts), never buffered whole by a body parser.
  app.addContentTypeParser('text/csv', (_request, payload, done) => done(null, payload));

  endpointRoute(app, endpoints.adminPreviewProductImport, async (request) => {
    const records = await readCsvUpload(request.body);
    const preview = await previewCsv(ctx, records, historyActor(request.operator));
    request.auditChange = {
      target: `products:csv-preview:${preview.previewId}`,
      after: {
        previewId: preview.previewId,
        records: preview.records,
        created: preview.created,
        updated: preview.updated,
        unchanged: preview.unchanged,
        refused: preview.refused,
      },
    };
    return ok(preview, `${preview.records} records checked; nothing is saved until you apply`);
  });

  endpointRoute(app, endpoints.adminApplyProductImport, async (request) => {
    const batch = await applyCsvPreview(ctx, request.body.previewId, historyActor(request.operator));
    request.auditChange = {
      target: `products:csv-import:${batch.batchId}`,
      after: {
        batchId: batch.batchId,
        records: batch.records,
        created: batch.created,
        updated: batch.updated,
        unchanged: batch.unchanged,
        refused: batch.refused,
      },
    };
    return ok(batch, `Import ${batch.batchId} applied: ${batch.created} created, ${batch.updated} updated`);
  });

  endpointRoute(app, endpoints.adminListProductImports, async () => ok({ batches: await listCsvBatches(ctx) }));

  endpointRoute(app, endpoints.adminUndoProductImport, async (request) => {
    const batch = await undoCsvBatch(ctx, request.params.id, historyActor(request.operator));
    request.auditChange = {
      target: `products:csv-import:${batch.batchId}`,
      before: { batchId: batch.batchId, undone: false },
      after: { batchId: batch.batchId, undone: true },
    };
    return ok(batch, `Import ${batch.batchId} undone`);
  });
};

export default catalogueAdminRoutes;
