/**
 * The element's code loaded only when the page prints one (pages that
 * seldom do); the elements are filled once it is defined.
 */
import { ELEMENT_NAME } from './fields';
import type { InputsElementCode } from './inputs-element-code';

export const inputsOnDemand: InputsElementCode = ( fields, prefix, share ) => {
	if ( document.querySelector( ELEMENT_NAME ) ) {
		import(
			/* webpackChunkName: "attribution-inputs" */ './inputs-element'
		).then( ( { defineInputsElement } ) => {
			defineInputsElement( fields, prefix );
			share();
		} );
	}
};
