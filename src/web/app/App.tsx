import '../ui/tokens.css';

// Placeholder shell; the web helpers replace this with the router and providers.
export function App() {
  return <main>Roost</main>;
}
