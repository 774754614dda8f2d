// jsdom has no CSS.escape; Zag's combobox (the product picker) uses it to find its items.
import 'css.escape';
import { registerProductosTranslations } from '../i18n';

// In the app, ./exposes/routes registers these before any page renders.
registerProductosTranslations();
