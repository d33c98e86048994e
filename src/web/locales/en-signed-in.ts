import { byNamespace } from './messages.ts';

// The signed-in app's texts: loaded by the dashboard layout, so public pages never carry them.
export default byNamespace(import.meta.glob('./en/signed-in/*.json', { eager: true, import: 'default' }));
