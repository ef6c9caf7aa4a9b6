/** What the enquiries module offers the other modules and the plugins: they import it from here, never from its files. */
export { default as adminEnquiryRoutes } from './admin-routes';
