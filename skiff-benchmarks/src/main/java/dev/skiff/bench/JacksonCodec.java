package dev.skiff.bench;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.PropertyAccessor;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import com.fasterxml.jackson.module.blackbird.BlackbirdModule;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Type;
import org.msgpack.jackson.dataformat.MessagePackFactory;

/**
 * Jackson databind 2.18, as JSON ({@code jackson}) or as MessagePack through {@code
 * jackson-dataformat-msgpack} ({@code msgpack}): one {@link ObjectMapper} with the Blackbird module
 * (the accessor-generating module Jackson recommends for speed on Java 11+) and the {@code
 * java.time} module ({@code JavaTimeModule}, which Jackson asks for as soon as it meets an {@code
 * Instant}; at its defaults, so an {@code Instant} is a decimal number of seconds and a {@code
 * LocalDate} an array), fields visible so beans without setters work, and a prebuilt {@link
 * ObjectWriter} and {@link ObjectReader} for the data set's declared root type, as Jackson's
 * performance guide advises. No class information is written: the reader is told the root type
 * (generic arguments included).
 */
final class JacksonCodec implements Codec {
  private final String name;
  private final ObjectWriter writer;
  private final ObjectReader reader;

  JacksonCodec(String name, boolean msgpack, Type rootType) {
    this.name = name;
    JsonFactory factory = msgpack ? new MessagePackFactory() : new JsonFactory();
    ObjectMapper mapper = new ObjectMapper(factory);
    mapper.registerModule(new BlackbirdModule());
    mapper.registerModule(new JavaTimeModule());
    mapper.setVisibility(PropertyAccessor.FIELD, JsonAutoDetect.Visibility.ANY);
    JavaType type = mapper.getTypeFactory().constructType(rootType);
    this.writer = mapper.writerFor(type);
    this.reader = mapper.readerFor(type);
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public byte[] serialize(Object value) {
    try {
      return writer.writeValueAsBytes(value);
    } catch (JsonMappingException e) {
      // Jackson refuses the value's shape by design (a null map key, a bean as map key, ...)
      throw new UnsupportedOperationException("Jackson: " + e.getOriginalMessage(), e);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public Object deserialize(byte[] bytes) {
    try {
      return reader.readValue(bytes);
    } catch (JsonMappingException e) {
      throw new UnsupportedOperationException("Jackson: " + e.getOriginalMessage(), e);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
