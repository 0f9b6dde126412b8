package dev.skiff.bench.data;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The {@code bean-maps} data set: a bean whose state is mostly maps, like a service's metrics
 * snapshot. Two counters ({@code Map<String, Integer>} of 20 request paths and of 8 error codes),
 * response headers ({@code Map<String, List<String>>}, 10 names with one to five values each) and
 * the endpoints by id ({@code Map<Integer, Endpoint>}, 10 entries). The fields are declared as
 * {@code Map}, the values are {@code HashMap}s (and {@code ArrayList}s). Plain mutable POJO.
 */
public final class ServiceStats implements Serializable {
  private String service;
  private Map<String, Integer> requestsByPath;
  private Map<String, Integer> errorsByCode;
  private Map<String, List<String>> headers;
  private Map<Integer, Endpoint> endpoints;

  public ServiceStats() {}

  private static final String[] PATHS = {
    "/",
    "/login",
    "/logout",
    "/search",
    "/cart",
    "/checkout",
    "/orders",
    "/account",
    "/help",
    "/products",
    "/products/recommended",
    "/products/sale",
    "/api/v2/orders",
    "/api/v2/cart",
    "/api/v2/products",
    "/api/v2/users/me",
    "/api/v2/payments",
    "/static/app.js",
    "/static/app.css",
    "/healthz"
  };

  /** A fresh copy of the standard value; every call builds a new, equal object. */
  public static ServiceStats standard() {
    ServiceStats s = new ServiceStats();
    s.service = "storefront-web";
    HashMap<String, Integer> requests = new HashMap<>();
    for (int i = 0; i < PATHS.length; i++) {
      requests.put(PATHS[i], 150_000 / (i + 1) + i * 37);
    }
    s.requestsByPath = requests;
    HashMap<String, Integer> errors = new HashMap<>();
    errors.put("400", 1_204);
    errors.put("401", 873);
    errors.put("403", 91);
    errors.put("404", 15_382);
    errors.put("409", 12);
    errors.put("429", 2_341);
    errors.put("500", 57);
    errors.put("503", 4);
    s.errorsByCode = errors;
    HashMap<String, List<String>> headers = new HashMap<>();
    headers.put("Content-Type", list("text/html; charset=utf-8"));
    headers.put("Cache-Control", list("no-cache", "no-store", "must-revalidate"));
    headers.put("Vary", list("Accept-Encoding", "Origin", "Accept-Language"));
    headers.put("Set-Cookie", list("session=7f3c9a1e2b; Path=/; HttpOnly", "theme=dark; Path=/"));
    headers.put("Strict-Transport-Security", list("max-age=31536000; includeSubDomains"));
    headers.put(
        "Content-Security-Policy", list("default-src 'self'", "img-src 'self' cdn.example.com"));
    headers.put("X-Frame-Options", list("DENY"));
    headers.put("Access-Control-Allow-Methods", list("GET", "POST", "PUT", "DELETE", "OPTIONS"));
    headers.put("X-Request-Id", list("0b6f1c2e-94a3-4d7e-8f21-5c3a9e7d1b40"));
    headers.put("Link", list("</static/app.css>; rel=preload", "</static/app.js>; rel=preload"));
    s.headers = headers;
    HashMap<Integer, Endpoint> endpoints = new HashMap<>();
    String[] methods = {"GET", "POST", "GET", "PUT", "DELETE"};
    for (int i = 0; i < 10; i++) {
      endpoints.put(
          1_000 + i * 17,
          new Endpoint(
              PATHS[10 + i], methods[i % methods.length], 500 + 250 * (i % 4), i % 3 != 0));
    }
    s.endpoints = endpoints;
    return s;
  }

  private static List<String> list(String... values) {
    return new ArrayList<>(List.of(values));
  }

  /** The classes a registration-requiring serializer must know for this model. */
  public static List<Class<?>> classes() {
    return List.of(ServiceStats.class, Endpoint.class);
  }

  public String getService() {
    return service;
  }

  public void setService(String service) {
    this.service = service;
  }

  public Map<String, Integer> getRequestsByPath() {
    return requestsByPath;
  }

  public void setRequestsByPath(Map<String, Integer> requestsByPath) {
    this.requestsByPath = requestsByPath;
  }

  public Map<String, Integer> getErrorsByCode() {
    return errorsByCode;
  }

  public void setErrorsByCode(Map<String, Integer> errorsByCode) {
    this.errorsByCode = errorsByCode;
  }

  public Map<String, List<String>> getHeaders() {
    return headers;
  }

  public void setHeaders(Map<String, List<String>> headers) {
    this.headers = headers;
  }

  public Map<Integer, Endpoint> getEndpoints() {
    return endpoints;
  }

  public void setEndpoints(Map<Integer, Endpoint> endpoints) {
    this.endpoints = endpoints;
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof ServiceStats)) {
      return false;
    }
    ServiceStats s = (ServiceStats) o;
    return Objects.equals(service, s.service)
        && Objects.equals(requestsByPath, s.requestsByPath)
        && Objects.equals(errorsByCode, s.errorsByCode)
        && Objects.equals(headers, s.headers)
        && Objects.equals(endpoints, s.endpoints);
  }

  @Override
  public int hashCode() {
    return Objects.hash(service, requestsByPath, errorsByCode, headers, endpoints);
  }

  @Override
  public String toString() {
    return "ServiceStats{"
        + service
        + ", "
        + requestsByPath.size()
        + " paths, "
        + errorsByCode.size()
        + " error codes, "
        + headers.size()
        + " headers, "
        + endpoints.size()
        + " endpoints}";
  }
}
