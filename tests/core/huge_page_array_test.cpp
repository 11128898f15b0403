// The array behind the engine's table: zeroed, aligned to huge pages when that big, move-only.
#include <doctest/doctest.h>

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <new>
#include <utility>

#include "gametree/core/huge_page_array.hpp"

using gametree::HugePageArray;

namespace {
struct alignas(64) Line {
    std::atomic<std::uint64_t> words[8]{};
};
bool aligned_to(const void* p, std::size_t alignment) { return reinterpret_cast<std::uintptr_t>(p) % alignment == 0; }
}  // namespace

TEST_CASE("huge page array: every element value-initialised, aligned as its size asks") {
    const HugePageArray<Line> empty;
    CHECK(empty.size() == 0);
    CHECK(empty.data() == nullptr);

    HugePageArray<Line> small(3);  // 192 bytes: the element's own alignment
    REQUIRE(small.size() == 3);
    CHECK(aligned_to(small.data(), 64));
    for (std::size_t i = 0; i < small.size(); ++i)
        for (const auto& w : small[i].words) CHECK(w.load() == 0);

    const std::size_t count = (std::size_t{4} << 20) / sizeof(Line);  // 4 MiB: two huge pages
    HugePageArray<Line> big(count);
    REQUIRE(big.size() == count);
    CHECK(aligned_to(big.data(), HugePageArray<Line>::huge_page_bytes));
    bool all_zero = true;
    for (std::size_t i = 0; i < count; i += 997) all_zero = all_zero && big[i].words[i % 8].load() == 0;
    CHECK(all_zero);
    big[count - 1].words[7].store(42);
    CHECK(big[count - 1].words[7].load() == 42);
}

TEST_CASE("huge page array: moved, not copied, and a size past the address space is std::bad_alloc") {
    HugePageArray<Line> a(5);
    const Line* where = a.data();
    HugePageArray<Line> b(std::move(a));
    CHECK(b.data() == where);
    CHECK(b.size() == 5);
    CHECK(a.size() == 0);  // NOLINT(bugprone-use-after-move): a moved-from array is empty, as documented
    CHECK(a.data() == nullptr);
    a = std::move(b);
    CHECK(a.data() == where);
    CHECK(b.size() == 0);
    CHECK_THROWS_AS(HugePageArray<Line>(std::numeric_limits<std::size_t>::max() / 32), std::bad_alloc);
}
