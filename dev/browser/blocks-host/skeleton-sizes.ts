/**
 * One set of sizes (in rem, 16 px) for the drawn checkout (style.ts) and
 * the server's skeleton of it: the skeleton's steps are as tall as the
 * steps the host draws, so the page does not move when the checkout takes
 * the skeleton's place.
 *
 * A step's height is its fixed part plus its rows. A field row is its label
 * (line and margins) and its field; radio rows have no margins; a
 * heading's bottom margin and the first label's top margin collapse, as CSS
 * collapses them (the larger one counts).
 */
const BASE = {
	/** Between the checkout's steps. */
	gap: 1.2,
	sectionPadding: 1,
	/** Both borders of a section (1 px each). */
	sectionBorder: 0.125,
	heading: 1.75,
	headingGap: 0.6,
	label: 1.25,
	labelTop: 0.5,
	labelBottom: 0.2,
	field: 2.75,
	/** A radio row: a shipping rate, a payment method, a saved card. */
	option: 1.75,
	/** Padding around the chosen method's content. */
	contentTop: 0.6,
	contentBottom: 0.2,
	/**
	 * The card method's Payment Element as the shop draws it (three fields:
	 * label, field and error line each, 0.4rem apart): the shop's layout
	 * keeps the card box this tall from the first paint, before Stripe has
	 * drawn the fields into it.
	 */
	cardElement: 17.3,
	/**
	 * Link inside the card element, where the store turned Link on: the
	 * double's "Pay with Link" row above the card fields.
	 */
	linkInCard: 1.625,
	/**
	 * The one Payment Element of Optimized Checkout as the shop draws it:
	 * Stripe's accordion of five methods and "More", the card open first
	 * with Link and its three fields.
	 */
	optimizedCheckoutElement: 37.12,
	/** A line of text (notes, order summary rows). */
	line: 1.6,
	/** The wallet buttons' height (WooCommerce gives them 48 px). */
	wallet: 3,
	walletGap: 0.5,
	placeOrder: 3.25,
	sidebar: 20,
	couponGap: 0.6,
	/** At and above this width (px), the summary is a column of its own. */
	wide: 900,
};

const frame = BASE.sectionPadding * 2 + BASE.sectionBorder;
const BASE_CARD_CONTENT =
	BASE.cardElement + BASE.contentTop + BASE.contentBottom;
const labelRow = BASE.labelTop + BASE.label + BASE.labelBottom;
const fieldRow = labelRow + BASE.field;
const headed = BASE.heading + BASE.headingGap;

export const SIZES = {
	...BASE,
	fieldRow,
	/** A checkbox ("Create an account?"): a label with its margins. */
	checkboxRow: labelRow,
	/** The express area's frame and "Or continue below". */
	express: frame + BASE.headingGap + BASE.line,
	/** Heading and the email field (its label's margin collapses). */
	contact: frame + headed + fieldRow - BASE.labelTop,
	billing: frame + headed - BASE.labelTop,
	/** "Use same address for shipping", then the options' heading. */
	shipping: frame + labelRow + headed,
	payment: frame + headed,
	/** The card method's box: its Payment Element and the box's padding. */
	cardContent: BASE_CARD_CONTENT,
	/** The Optimized Checkout method's box: its element and the padding. */
	optimizedCheckoutContent:
		BASE.optimizedCheckoutElement + BASE.contentTop + BASE.contentBottom,
	/** Heading and the coupon link's margins; the rows are lines. */
	summary: headed + BASE.couponGap * 2,
};
