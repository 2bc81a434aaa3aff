/** WordPress's `wp-element` handle: window.wp.element. */
import * as element from '@wordpress/element';
import { exposeWordPressPackage } from './wordpress-package';

exposeWordPressPackage( 'element', element );
