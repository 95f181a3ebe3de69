export const NEWSLETTER_UID = 'api::newsletter.newsletter';
export const SUBSCRIBER_UID = 'api::newsletter.newsletter-subscriber';
export const DELIVERY_UID = 'api::newsletter.newsletter-delivery';

/** What a signed-in visitor may do (own subscription only), given to the authenticated role in bootstrap. */
export const NEWSLETTER_ACTIONS = ['api::newsletter.newsletter.findOwn', 'api::newsletter.newsletter.updateOwn'];
