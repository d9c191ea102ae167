import { ProductImportPage } from '~/features/console/console.public';

export const meta = () => [{ title: 'Import products · Shringar console' }];

export default function ProductImport() {
  return <ProductImportPage />;
}
