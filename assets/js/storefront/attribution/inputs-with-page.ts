/**
 * The element's code in the page's own script, defined at once (pages that
 * always print the element).
 */
import { defineInputsElement } from './inputs-element';
import type { InputsElementCode } from './inputs-element-code';

export const inputsWithPage: InputsElementCode = ( fields, prefix ) =>
	defineInputsElement( fields, prefix );
