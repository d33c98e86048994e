import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/Tabs.tsx';
import { useI18n } from '../../lib/i18n.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ProductsTab } from './ProductsTab.tsx';
import { SuppliersTab } from './SuppliersTab.tsx';

/**
 * /dashboard/catalog: the company's products and services (what estimates are priced from) and its
 * suppliers. Everyone who reads estimates (but clients) sees it; those who write estimates edit it
 * and see costs.
 */
export default function CatalogPage() {
  useDocumentTitle('titles.catalog');
  const { t } = useI18n();
  const [tab, setTab] = useState('products');
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold">{t('catalog.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('catalog.subtitle')}</p>
      </div>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label={t('catalog.tabs.label')}>
          <TabsTrigger value="products">{t('catalog.tabs.products')}</TabsTrigger>
          <TabsTrigger value="suppliers">{t('catalog.tabs.suppliers')}</TabsTrigger>
        </TabsList>
        <TabsContent value="products">
          <ProductsTab />
        </TabsContent>
        <TabsContent value="suppliers">
          <SuppliersTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
