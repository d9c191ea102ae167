import { ProductImportPage } from '../admin.public';

export const meta = () => [{ title: 'Import products · Shringar console' }];

export default function ProductImport() {
  return <ProductImportPage />;
}
