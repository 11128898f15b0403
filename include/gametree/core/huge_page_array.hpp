/// \file
/// A fixed-size array of zeroed elements for big tables probed at random (the engine's transposition
/// table): aligned to 2 MiB when it is that big, and on Linux offered to the kernel for transparent huge
/// pages, so that a probe costs one TLB entry in 2 MiB rather than in 4 KiB and the table faults in 512
/// times less often.
#pragma once

#include <cstddef>
#include <memory>
#include <new>
#include <type_traits>
#include <utility>

#include "gametree/core/exceptions.hpp"

#if defined(__linux__) && __has_include(<sys/mman.h>)
#include <sys/mman.h>
#define GAMETREE_HAS_MADVISE 1
#endif

namespace gametree {

/// `size()` value-initialised elements of `T`, allocated once and freed with the array. Move-only.
/// Where the platform has no huge pages (or the kernel declines them), it is an ordinary aligned array.
template <class T>
class HugePageArray {
public:
    /// The size of a huge page on x86-64 and AArch64 Linux, and the alignment of arrays at least that big.
    static constexpr std::size_t huge_page_bytes = std::size_t{2} << 20;

    /// An empty array.
    HugePageArray() noexcept = default;
    /// `count` value-initialised elements; std::bad_alloc when the memory cannot be had (or the byte
    /// count overflows).
    explicit HugePageArray(std::size_t count) {
        // Checked here rather than on the class, so that a class may hold an array of its own nested type.
        static_assert(std::is_nothrow_default_constructible_v<T> && std::is_trivially_destructible_v<T>,
                      "HugePageArray holds elements that are made without throwing and need no destructor");
        if (count == 0) return;
        if (count > static_cast<std::size_t>(-1) / sizeof(T)) detail::raise(std::bad_alloc());
        const std::size_t bytes = count * sizeof(T);
        const std::size_t align = alignment_for(bytes);
        void* raw = ::operator new(bytes, std::align_val_t{align});  // may throw
#ifdef GAMETREE_HAS_MADVISE
        // Before the first touch, so that the pages are huge from the start; a refusal changes nothing else.
        if (bytes >= huge_page_bytes) (void)::madvise(raw, bytes, MADV_HUGEPAGE);
#endif
        data_.reset(static_cast<T*>(raw));
        data_.get_deleter().align = align;
        std::uninitialized_value_construct_n(data_.get(), count);  // no throw (checked above)
        size_ = count;
    }

    /// Takes over another array; the other is left empty.
    HugePageArray(HugePageArray&& other) noexcept : data_(std::move(other.data_)), size_(std::exchange(other.size_, 0)) {}
    /// Takes over another array (freeing this one's); the other is left empty.
    HugePageArray& operator=(HugePageArray&& other) noexcept {
        data_ = std::move(other.data_);
        size_ = std::exchange(other.size_, 0);
        return *this;
    }
    HugePageArray(const HugePageArray&) = delete;
    HugePageArray& operator=(const HugePageArray&) = delete;
    ~HugePageArray() = default;

    /// The number of elements.
    [[nodiscard]] std::size_t size() const noexcept { return size_; }
    /// The first element (null when empty).
    [[nodiscard]] T* data() noexcept { return data_.get(); }
    /// The first element (null when empty).
    [[nodiscard]] const T* data() const noexcept { return data_.get(); }
    /// Element `i` (below size()).
    [[nodiscard]] T& operator[](std::size_t i) noexcept { return data_.get()[i]; }
    /// Element `i` (below size()).
    [[nodiscard]] const T& operator[](std::size_t i) const noexcept { return data_.get()[i]; }

    /// The alignment of an array of `bytes` bytes: huge_page_bytes from that size on, else T's own.
    [[nodiscard]] static constexpr std::size_t alignment_for(std::size_t bytes) noexcept {
        return bytes >= huge_page_bytes ? huge_page_bytes : alignof(T) < alignof(std::max_align_t) ? alignof(std::max_align_t) : alignof(T);
    }

private:
    /// Frees with the alignment the memory was allocated with.
    struct Free {
        std::size_t align = alignof(std::max_align_t);
        void operator()(T* p) const noexcept { ::operator delete(static_cast<void*>(p), std::align_val_t{align}); }
    };
    std::unique_ptr<T, Free> data_;
    std::size_t size_ = 0;
};

}  // namespace gametree
