/**
 * WooCommerce's checks for one classic form field: required (empty, or an
 * unticked checkbox), email (only when filled in) and phone (digits,
 * whitespace and `# _ - + / ( ) .` only). Pure, so the rules read as rules.
 */
export type FieldProblem = 'required-field' | 'email' | 'phone';

export interface FieldRules {
	required: boolean;
	email: boolean;
	phone: boolean;
}

// The address pattern WooCommerce's checkout uses: a local part of the
// allowed characters (or a quoted string), then dot-separated domain labels.
const EMAIL =
	/^([a-z\d!#$%&'*+\-/=?^_`{|}~\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]+(\.[a-z\d!#$%&'*+\-/=?^_`{|}~\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]+)*|"((([ \t]*\r\n)?[ \t]+)?([\x01-\x08\x0b\x0c\x0e-\x1f\x7f\x21\x23-\x5b\x5d-\x7e\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]|\\[\x01-\x09\x0b\x0c\x0d-\x7f\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]))*(([ \t]*\r\n)?[ \t]+)?")@(([a-z\d\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]|[a-z\d\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF][a-z\d\-._~\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]*[a-z\d\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF])\.)+([a-z\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]|[a-z\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF][a-z\d\-._~\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]*[0-9a-z\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF])\.?$/i;

const PHONE_ALLOWED = /[\s#0-9_\-+/().]/g;

export const isValidEmail = ( value: string ): boolean => EMAIL.test( value );

export const isValidPhone = ( value: string ): boolean =>
	value.replace( PHONE_ALLOWED, '' ).length === 0;

/** The problems of a field's value under its row's rules (none = valid). */
export function fieldProblems(
	value: string,
	checked: boolean | null,
	rules: FieldRules
): FieldProblem[] {
	const problems: FieldProblem[] = [];
	const empty = checked === null ? value === '' : ! checked;
	if ( rules.required && empty ) {
		problems.push( 'required-field' );
	}
	if ( rules.email && value && ! isValidEmail( value ) ) {
		problems.push( 'email' );
	}
	if ( rules.phone && ! isValidPhone( value ) ) {
		problems.push( 'phone' );
	}
	return problems;
}
