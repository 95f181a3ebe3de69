export const NEWSLETTER_UID = 'api::newsletter.newsletter';
export const SUBSCRIBER_UID = 'api::newsletter.newsletter-subscriber';
export const DELIVERY_UID = 'api::newsletter.newsletter-delivery';
