import { mountStandalone } from '@resto/shared/federation/standalone';
import * as lifecycles from './exposes/lifecycles';

/** Development harness: this remote on its own page, `?page=<key>` picks the page. */
void mountStandalone(lifecycles);
