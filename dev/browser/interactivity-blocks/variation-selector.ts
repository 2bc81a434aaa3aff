/**
 * The Add to Cart + Options block's attribute options: pills (radios, its
 * default style) and dropdowns, each its own store, as WooCommerce's view
 * module has them. A pill's click chooses its value, or clears it when it
 * was the chosen one; a dropdown's change chooses its value; either tells
 * the form's store (`setAttribute`, or `removeAttribute` for none). A
 * value no available variation has with the other choices is disabled.
 * The server prints each group's default choice; it is handed to the form
 * as the page starts.
 *
 * Follows: woocommerce 10.0.2 assets/client/blocks/woocommerce/add-to-cart-with-options-variation-selector-attribute-options.js
 * and src/Blocks/BlockTypes/AddToCartWithOptions/VariationSelectorAttributeOptions.php.
 */
import { getContext, store } from '@wordpress/interactivity';
import { actions as form } from './add-to-cart-with-options';
import type {
	FormContext,
	SelectedAttribute,
} from './add-to-cart-with-options';

interface Option {
	value: string;
	label: string;
	isSelected: boolean;
}

interface OptionsContext {
	name: string;
	options: Option[];
	selectedValue: string | null;
	option: Option;
}

const FORM = 'woocommerce/add-to-cart-with-options';

function choose( name: string, value: string | null ) {
	if ( value ) {
		form.setAttribute( name, value );
	} else {
		form.removeAttribute( name );
	}
}

function setDefaultSelectedAttribute() {
	const context = getContext< OptionsContext >();
	choose( context.name, context.selectedValue );
}

/** Whether some available variation has this value with the other choices. */
function offered(
	name: string,
	value: string,
	chosen: SelectedAttribute[],
	variations: FormContext[ 'availableVariations' ]
): boolean {
	const others = chosen.filter( ( pick ) => pick.attribute !== name );
	return variations.some(
		( variation ) =>
			( variation.attributes[ name ] === value ||
				variation.attributes[ name ] === '' ) &&
			others.every(
				( pick ) =>
					variation.attributes[ pick.attribute ] === pick.value ||
					variation.attributes[ pick.attribute ] === ''
			)
	);
}

function disabled(): boolean {
	const { name, option } = getContext< OptionsContext >();
	if ( option.value === '' ) {
		return false;
	}
	const { selectedAttributes, availableVariations } =
		getContext< FormContext >( FORM );
	return ! offered(
		name,
		option.value,
		selectedAttributes,
		availableVariations
	);
}

const pills = store(
	'woocommerce/add-to-cart-with-options-variation-selector-attribute-options__pills',
	{
		state: {
			get isPillSelected(): boolean {
				const { selectedValue, option } =
					getContext< OptionsContext >();
				return selectedValue === option.value;
			},
			get isPillDisabled(): boolean {
				return disabled();
			},
			get pillTabIndex(): number {
				const context = getContext< OptionsContext >();
				const first =
					context.options.findIndex(
						( option ) => option.value === context.option.value
					) === 0;
				return pills.state.isPillSelected ||
					( first && ! context.selectedValue )
					? 0
					: -1;
			},
		},
		actions: {
			toggleSelected() {
				if ( pills.state.isPillDisabled ) {
					return;
				}
				const context = getContext< OptionsContext >();
				context.selectedValue =
					context.selectedValue === context.option.value
						? ''
						: context.option.value;
				choose( context.name, context.selectedValue );
			},
			handleKeyDown() {},
		},
		callbacks: {
			setDefaultSelectedAttribute,
			watchSelected() {},
		},
	},
	{ lock: true }
);

store(
	'woocommerce/add-to-cart-with-options-variation-selector-attribute-options__dropdown',
	{
		state: {
			get isOptionDisabled(): boolean {
				return disabled();
			},
		},
		actions: {
			handleChange( event: Event ) {
				const context = getContext< OptionsContext >();
				context.selectedValue = (
					event.currentTarget as HTMLSelectElement
				 ).value;
				choose( context.name, context.selectedValue );
			},
		},
		callbacks: { setDefaultSelectedAttribute },
	},
	{ lock: true }
);
