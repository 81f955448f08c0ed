import type { billingRouteSchemas } from '../billing';
import { routeTable } from '../route';

export const billingRoutes = routeTable<typeof billingRouteSchemas>()({
  listPlans: { method: 'GET', path: '/api/plans', auth: 'none' },
  getPlan: { method: 'GET', path: '/api/plans/:id', auth: 'none' },
  checkout: { method: 'POST', path: '/api/checkout', auth: 'user' },
  checkoutSession: { method: 'POST', path: '/api/checkout/session', auth: 'user' },
  userSubscriptions: { method: 'GET', path: '/api/subscriptions/user', auth: 'user' },
  currentSubscription: { method: 'GET', path: '/api/subscriptions/current', auth: 'user' },
  createSubscription: { method: 'POST', path: '/api/subscriptions', auth: 'user', status: 201 },
  getSubscription: { method: 'GET', path: '/api/subscriptions/:id', auth: 'user' },
  cancelSubscription: { method: 'POST', path: '/api/subscriptions/:id/cancel', auth: 'user' },
  reactivateSubscription: { method: 'POST', path: '/api/subscriptions/:id/reactivate', auth: 'user' },
  changePlan: { method: 'POST', path: '/api/subscriptions/change-plan', auth: 'user' },
  listInvoices: { method: 'GET', path: '/api/invoices', auth: 'user' },
  getInvoice: { method: 'GET', path: '/api/invoices/:id', auth: 'user' },
  downloadInvoice: { method: 'GET', path: '/api/invoices/:id/download', auth: 'user', contentType: 'application/pdf' },
  listPaymentMethods: { method: 'GET', path: '/api/payment-methods', auth: 'user' },
  addPaymentMethod: { method: 'POST', path: '/api/payment-methods', auth: 'user', status: 201 },
  setDefaultPaymentMethod: { method: 'POST', path: '/api/payment-methods/:id/default', auth: 'user' },
  paymentMethodSetupSession: { method: 'POST', path: '/api/payment-methods/setup-session', auth: 'user' },
  deletePaymentMethod: { method: 'DELETE', path: '/api/payment-methods/:id', auth: 'user' },
  getBillingProfile: { method: 'GET', path: '/api/users/profile', auth: 'user' },
  updateBillingProfile: { method: 'PUT', path: '/api/users/profile', auth: 'user' },
});
