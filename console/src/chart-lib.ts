/**
 * Chart.js with only what the console's charts use (line and bar charts,
 * category and linear scales, tooltip, legend). Loaded on demand by
 * chart.tsx (its own chunk), so pages without charts do not download it.
 */
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from "chart.js";

Chart.register(LineController, BarController, LineElement, PointElement, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export { Chart };
