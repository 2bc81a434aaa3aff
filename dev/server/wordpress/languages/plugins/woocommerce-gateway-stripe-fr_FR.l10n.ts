/**
 * The gateway's French language pack, as a store has it in
 * wp-content/languages/plugins/woocommerce-gateway-stripe-fr_FR.l10n.php
 * (the file WordPress 6.5+ reads before the pack's .mo): its headers and its
 * `messages`, `context\u0004msgid` → the translation (plural forms joined by
 * `\0`).
 *
 * A stand-in of a few messages, not translate.wordpress.org's pack: some the
 * gateway and our scripts share (in the gateway 8.8.0's catalogue, its
 * languages/woocommerce-gateway-stripe.pot, and in ours), and one of the
 * gateway's own that none of our scripts shows. The French wording is this
 * project's.
 *
 * Follows: WordPress wp-includes/l10n/class-wp-translation-file-php.php
 * (the .l10n.php shape, 6.5+); woocommerce-gateway-stripe
 * languages/woocommerce-gateway-stripe.pot (8.8.0) for which messages a
 * gateway pack can hold.
 */
const pack = {
	'plural-forms': 'nplurals=2; plural=n > 1;',
	language: 'fr_FR',
	messages: {
		'An error occurred while connecting to the server. Please try again.':
			'Une erreur est survenue lors de la connexion au serveur. Veuillez réessayer.',
		'A timeout occurred while connecting to the server. Please try again.':
			'Le délai de connexion au serveur est dépassé. Veuillez réessayer.',
		'The connection to the server was aborted. Please try again.':
			'La connexion au serveur a été interrompue. Veuillez réessayer.',
		'The card was declined.': 'La carte a été refusée.',
		'The card number is incomplete.': 'Le numéro de carte est incomplet.',
		Tax: 'Taxe',
		Shipping: 'Livraison',
		Discount: 'Remise',
		// The gateway's own: its settings' title for the card method.
		'Credit / Debit Card': 'Carte de crédit / débit',
	} as Record< string, string >,
};

export default pack;
