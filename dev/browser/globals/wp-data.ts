/** WordPress's `wp-data` handle: window.wp.data. */
import * as data from '@wordpress/data';
import { exposeWordPressPackage } from './wordpress-package';

exposeWordPressPackage( 'data', data );
