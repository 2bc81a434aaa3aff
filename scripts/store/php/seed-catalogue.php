<?php
/**
 * Set-up step 4: the development shop's catalogue
 * (dev/server/woocommerce/includes/catalogue.ts) as WooCommerce products,
 * each found by its SKU (the shop's slug) on a second run:
 *
 * - Beanie 18.00; Gift Mug 12.00; Sticker 0.50 (virtual); Tote Bag 9.00,
 *   two in stock.
 * - Hoodie, variable: Color (Blue, Red, Green) × Size (S, M); Blue S and
 *   Blue M 45.00, Red S 45.00 out of stock, Red M 47.00 with its
 *   description, Green M disabled by the store owner (a private
 *   variation, which WooCommerce leaves out of the page).
 *
 * Left out: the Coffee Club subscription (a product type of WooCommerce
 * Subscriptions, which is not in this store) and the Gift Mug's gift
 * message (a field of a product add-ons plugin); docs/real-store.md.
 *
 * Follows: WooCommerce 10.0.2 WC_Product_Simple, WC_Product_Variable,
 * WC_Product_Attribute, WC_Product_Variation.
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

require __DIR__ . '/load.php';

/**
 * A simple product, made once.
 *
 * @param string   $sku     Its SKU and slug.
 * @param string   $name    Its name.
 * @param string   $price   Its price.
 * @param string   $text    Its description.
 * @param bool     $virtual Whether it ships.
 * @param int|null $stock   Units in stock, or null when not tracked.
 */
function store_simple_product( $sku, $name, $price, $text, $virtual = false, $stock = null ) {
	if ( wc_get_product_id_by_sku( $sku ) ) {
		return;
	}
	$product = new WC_Product_Simple();
	$product->set_props(
		array(
			'name'          => $name,
			'slug'          => $sku,
			'sku'           => $sku,
			'regular_price' => $price,
			'description'   => $text,
			'virtual'       => $virtual,
			'status'        => 'publish',
		)
	);
	if ( null !== $stock ) {
		$product->set_manage_stock( true );
		$product->set_stock_quantity( $stock );
	}
	$product->save();
}

/** The Hoodie and its five variations, made once. */
function store_hoodie() {
	if ( wc_get_product_id_by_sku( 'hoodie' ) ) {
		return;
	}
	$attributes = array();
	foreach ( array(
		'Color' => array( 'Blue', 'Red', 'Green' ),
		'Size'  => array( 'S', 'M' ),
	) as $name => $options ) {
		$attribute = new WC_Product_Attribute();
		$attribute->set_name( $name );
		$attribute->set_options( $options );
		$attribute->set_visible( true );
		$attribute->set_variation( true );
		$attributes[] = $attribute;
	}
	$hoodie = new WC_Product_Variable();
	$hoodie->set_props(
		array(
			'name'        => 'Hoodie',
			'slug'        => 'hoodie',
			'sku'         => 'hoodie',
			'description' => 'A hoodie in two colours and two sizes.',
			'status'      => 'publish',
		)
	);
	$hoodie->set_attributes( $attributes );
	$hoodie_id = $hoodie->save();

	$variations = array(
		array( 'Blue', 'S', '45.00', true, 'publish', 'Blue, cut small.' ),
		array( 'Blue', 'M', '45.00', true, 'publish', 'Blue, cut medium.' ),
		array( 'Red', 'S', '45.00', false, 'publish', 'Red, cut small.' ),
		array( 'Red', 'M', '47.00', true, 'publish', 'Red, cut medium, with a <strong>brushed</strong> lining.' ),
		array( 'Green', 'M', '45.00', false, 'private', '' ),
	);
	foreach ( $variations as list( $color, $size, $price, $in_stock, $status, $text ) ) {
		$variation = new WC_Product_Variation();
		$variation->set_props(
			array(
				'parent_id'     => $hoodie_id,
				'sku'           => 'hoodie-' . strtolower( $color . '-' . $size ),
				'regular_price' => $price,
				'stock_status'  => $in_stock ? 'instock' : 'outofstock',
				'status'        => $status,
				'description'   => $text,
			)
		);
		$variation->set_attributes(
			array(
				'color' => $color,
				'size'  => $size,
			)
		);
		$variation->save();
	}
	WC_Product_Variable::sync( $hoodie_id );
}

store_simple_product( 'beanie', 'Beanie', '18.00', 'A warm knitted beanie.' );
store_hoodie();
store_simple_product( 'gift-mug', 'Gift Mug', '12.00', 'A mug with an optional gift message.' );
store_simple_product( 'sticker', 'Sticker', '0.50', 'A small sticker.', true );
store_simple_product( 'tote-bag', 'Tote Bag', '9.00', 'A cotton tote bag; only two are left.', false, 2 );

store_say(
	'Catalogue: ' . implode(
		', ',
		array_map(
			function ( $product ) {
				return $product->get_slug() . ' #' . $product->get_id();
			},
			wc_get_products(
				array(
					'limit'   => -1,
					'orderby' => 'id',
					'order'   => 'ASC',
				)
			)
		)
	)
);
