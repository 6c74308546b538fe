import ProductsCartPage from '../../features/products/cart/CartPage';
import { CheckoutStep } from '../../features/orders/addresses/CheckoutStep';

/** /my/cart: the products feature's cart with the orders feature's checkout step in its slot. */
export default function CartRoutePage() {
  return <ProductsCartPage checkout={CheckoutStep} />;
}
