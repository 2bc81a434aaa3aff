/** WordPress's `wp-i18n` handle: window.wp.i18n. */
import * as i18n from '@wordpress/i18n';
import { exposeWordPressPackage } from './wordpress-package';

exposeWordPressPackage( 'i18n', i18n );
